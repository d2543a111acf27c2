import { Box, Chip, Stack } from '@mui/material';
import type { SubProperty } from '@dealbook/domain/deals/schema-component';
import { dealSections } from '../../deals/fields';
import { componentSectionId } from './rail/missing';

export type NavSection = { id: string; title: string; component?: boolean };

/** The form's sections in its order: the deal's, the programming, each component, the financing. */
export function formSections(components: readonly SubProperty[]): NavSection[] {
  return [
    ...dealSections.map(({ id, title }) => ({ id, title })),
    { id: 'programming', title: 'Programming' },
    ...components.map((c, index) => ({
      id: componentSectionId(c, index),
      title: c.name?.trim() || `Component ${index + 1}`,
      component: true,
    })),
    { id: 'financing', title: 'Financing' },
  ];
}

type Props = { sections: readonly NavSection[]; counts: Record<string, number>; onGoTo: (section: string) => void };

/** Sticky links to the sections, each with how many of its fields are missing or invalid. */
export function SectionNav({ sections, counts, onGoTo }: Props) {
  return (
    <Box
      component="nav"
      aria-label="Sections of the deal"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack
        component="ul"
        direction="row"
        spacing={0.75}
        sx={{ m: 0, p: 0, listStyle: 'none', overflowX: 'auto', scrollbarWidth: 'thin' }}
      >
        {sections.map((section) => {
          const count = counts[section.id] ?? 0;
          return (
            <Box component="li" key={section.id} sx={{ flexShrink: 0 }}>
              <Chip
                component="a"
                href={`#${section.id}`}
                clickable
                size="small"
                variant={section.component ? 'outlined' : 'filled'}
                aria-label={count > 0 ? `${section.title}, ${count} missing or invalid` : section.title}
                label={
                  <>
                    {section.title}
                    {count > 0 && (
                      <Box
                        component="span"
                        aria-hidden
                        sx={{
                          ml: 0.75,
                          px: 0.75,
                          borderRadius: 8,
                          bgcolor: 'warning.main',
                          color: 'warning.contrastText',
                          fontSize: '0.7rem',
                        }}
                      >
                        {count}
                      </Box>
                    )}
                  </>
                }
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  onGoTo(section.id);
                }}
                sx={{ maxWidth: 200 }}
              />
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
