import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PublicLayout } from '../shared/PublicLayout';
import { faqSections } from './faq-legal';

/** /faq and /faq/{general,business,technology}: menu entries 0–2, each scrolling to its section. */
export const FaqPage = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sectionId = pathname.split('/')[2] ?? 'general';
  const index = Math.max(
    0,
    faqSections.findIndex((s) => s.id === sectionId),
  );
  useEffect(() => {
    if (pathname !== '/faq') document.getElementById(sectionId)?.scrollIntoView?.({ behavior: 'smooth' });
  }, [pathname, sectionId]);
  return (
    <PublicLayout>
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Frequently asked questions
        </Typography>
        <Tabs
          value={index}
          onChange={(_, i: number) => navigate(`/faq/${faqSections[i]!.id}`)}
          variant="scrollable"
          aria-label="FAQ sections"
        >
          {faqSections.map((s) => (
            <Tab key={s.id} label={s.label} />
          ))}
        </Tabs>
        {faqSections.map((section) => (
          <Box key={section.id} id={section.id} component="section" sx={{ scrollMarginTop: 16 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {section.label}
            </Typography>
            {section.items.map(([q, a]) => (
              <Accordion key={q} disableGutters defaultExpanded={section.id === sectionId}>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 500 }}>{q}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="text.secondary">{a}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ))}
      </Stack>
    </PublicLayout>
  );
};

FaqPage.paths = ['/faq', '/faq/general', '/faq/business', '/faq/technology'];
