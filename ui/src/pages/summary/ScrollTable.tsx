import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

type Scroll = { overflowing: boolean; scrolled: boolean; atEnd: boolean };

/** Whether a box's content is wider than the box, and where it is scrolled to; kept as the box scrolls or resizes. */
function useHorizontalScroll() {
  const ref = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState<Scroll>({ overflowing: false, scrolled: false, atEnd: true });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = {
      overflowing: box.scrollWidth > box.clientWidth + 1,
      scrolled: box.scrollLeft > 0,
      atEnd: box.scrollLeft + box.clientWidth >= box.scrollWidth - 1,
    };
    setScroll((now) => (now.overflowing === next.overflowing && now.scrolled === next.scrolled && now.atEnd === next.atEnd ? now : next));
  }, []);
  useEffect(() => {
    measure();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, scroll, measure };
}

/**
 * A table wider than its place scrolls sideways: its first column stays (sticky, with a shadow once the rest
 * slides under it), a shadow on the right edge and a 'Scroll →' hint say there is more.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const { ref, scroll, measure } = useHorizontalScroll();
  const more = scroll.overflowing && !scroll.atEnd;
  return (
    <Box sx={{ position: 'relative' }}>
      {more && (
        <Typography
          variant="caption"
          color="text.secondary"
          aria-hidden
          data-testid="scroll-hint"
          sx={{ display: 'block', textAlign: 'right', mb: 0.5 }}
        >
          Scroll →
        </Typography>
      )}
      <Box
        ref={ref}
        onScroll={measure}
        role={scroll.overflowing ? 'region' : undefined}
        aria-label={scroll.overflowing ? `${label} (scrolls sideways)` : undefined}
        tabIndex={scroll.overflowing ? 0 : undefined}
        sx={{
          overflowX: 'auto',
          '& td:first-of-type, & th:first-of-type': {
            position: 'sticky',
            left: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            boxShadow: scroll.scrolled ? '4px 0 6px -4px rgba(0,0,0,0.35)' : 'none',
          },
        }}
      >
        {children}
      </Box>
      {more && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            bottom: 0,
            width: 16,
            pointerEvents: 'none',
            background: 'linear-gradient(to left, rgba(0,0,0,0.15), rgba(0,0,0,0))',
          }}
        />
      )}
    </Box>
  );
}
