import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { centsText, dateOf, invoicePurpose } from '../../account/subscription';
import { subscriptionApi, subscriptionKeys, type Invoice } from '../../account/subscription-api';

export const paymentsEmpty = 'No payments yet. A trial charges nothing until it ends.';

function Status({ invoice }: { invoice: Invoice }) {
  const paid = invoice.status === 'paid';
  return (
    <>
      <Chip size="small" label={paid ? 'Paid' : 'Failed'} color={paid ? 'success' : 'error'} variant={paid ? 'outlined' : 'filled'} />
      {!paid && invoice.message && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {invoice.message}
        </Typography>
      )}
    </>
  );
}

function Purpose({ invoice }: { invoice: Invoice }) {
  const { whose, kind } = invoicePurpose(invoice);
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {whose}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {kind}
      </Typography>
    </>
  );
}

function PaymentTable({ invoices }: { invoices: Invoice[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label="Payments" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>For</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateOf(invoice.at)}</TableCell>
              <TableCell>{invoice.plan_name}</TableCell>
              <TableCell>
                <Purpose invoice={invoice} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {centsText(invoice.amount)}
              </TableCell>
              <TableCell>
                <Status invoice={invoice} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** On a phone: one block a payment, stacked, so nothing scrolls sideways at 390 px. */
function PaymentStack({ invoices }: { invoices: Invoice[] }) {
  return (
    <Stack component="ul" aria-label="Payments" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invoices.map((invoice) => (
        <Box
          component="li"
          key={invoice.id}
          sx={{ overflowWrap: 'anywhere', '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{dateOf(invoice.at)}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{centsText(invoice.amount)}</Typography>
          </Stack>
          <Typography>{invoice.plan_name}</Typography>
          <Purpose invoice={invoice} />
          <Box sx={{ mt: 0.5 }}>
            <Status invoice={invoice} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** What I was charged, newest first: my plan and the team plans I pay for (a trial charges nothing). */
export function Payments() {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const query = useQuery({ queryKey: subscriptionKeys.invoices, queryFn: subscriptionApi.invoices });
  const invoices = query.data;
  const List = phone ? PaymentStack : PaymentTable;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          Payments
        </Typography>
        {invoices ? (
          invoices.length ? (
            <List invoices={invoices} />
          ) : (
            <Typography color="text.secondary">{paymentsEmpty}</Typography>
          )
        ) : query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={query.isFetching}>
                Retry
              </Button>
            }
          >
            Your payments could not be loaded.
          </Alert>
        ) : (
          <Stack role="status" aria-label="Loading payments" aria-busy="true" spacing={1}>
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
