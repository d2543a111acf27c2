import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { calculateDeal } from '@dealbook/domain/calc/calculate';
import { formatPercent } from '@dealbook/domain/calc/display';
import type { DealInput } from '@dealbook/domain/calc/input';
import type { Deal } from '@dealbook/domain/deals/schema-deal';
import { sampleDeal } from '@dealbook/domain/deals/sample-deal';
import { dealsApi } from '../../deals/api';
import { endOfMonth } from '../../deals/fields';
import { dataProvider } from '../../providers/dataProvider';
import { renderScreen } from '../../testing/render';
import { signedIn } from '../../testing/session';
import type { DealAccess } from '../../sharing/api';
import { DealEntryPage } from './DealEntryPage';

const sample = () => sampleDeal(endOfMonth()) as unknown as Deal;
const leveredIrr = (deal: Partial<Deal>) => {
  const irr = calculateDeal({ ...(deal as DealInput), id: 'd1' }, new Date()).deal.returns.levered.irr;
  return irr === null ? '—' : formatPercent(irr);
};

let fetch: Mock<typeof globalThis.fetch>;
let command: ReturnType<typeof vi.spyOn<typeof dataProvider, 'command'>>;
beforeEach(() => {
  signedIn();
  // every request the page might send is recorded here, and answered as if the server were down
  fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('{}', { status: 503 }));
  vi.stubGlobal('fetch', fetch);
  command = vi.spyOn(dataProvider, 'command');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function open(deal: Deal | null, access: DealAccess | null = null) {
  if (deal) vi.spyOn(dealsApi, 'retrieve').mockResolvedValue({ deal, revision: '"3"', access });
  vi.spyOn(dealsApi, 'createPartial').mockResolvedValue('p1');
  renderScreen(
    <Routes>
      <Route path={DealEntryPage.path} element={<DealEntryPage />} />
    </Routes>,
    deal ? '/app/deals/project?current_deal=d1&current_deal_view=editing' : '/app/deals/project?current_deal_view=creating',
  );
}

/** An element by its aria-label: label and role queries over the whole form take seconds each in jsdom. */
const labelled = (label: string) => {
  const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`nothing is labelled '${label}'`);
  return found;
};
const rail = () => labelled('Live figures');
const loaded = () => screen.findByText('Sample: Riverside Commons', { selector: 'h1' }, { timeout: 10_000 });
const calculationRequests = () => [...fetch.mock.calls.map(([url]) => String(url)), ...command.mock.calls.map(([path]) => path)];

// the sample's three components render some 150 MUI inputs: slow in jsdom on a busy machine
describe('the live figures rail of the deal entry page', { timeout: 30_000 }, () => {
  it("shows the engine's levered IRR and follows a component's edit, in the browser", async () => {
    const deal = sample();
    open(deal);
    await loaded();
    // the rail recomputes on the frame after the loaded deal reaches the form (useLiveCalculation)
    await vi.waitFor(() => expect(within(rail()).getByLabelText('Levered IRR').textContent).toBe(leveredIrr(deal)), { timeout: 10_000 });

    fireEvent.change(document.getElementById('c0-exit_cap_percentage_min')!, { target: { value: '6.5' } });
    const edited = { ...deal, sub_properties: deal.sub_properties!.map((c, i) => (i === 0 ? { ...c, exit_cap_percentage_min: 6.5 } : c)) };
    expect(leveredIrr(edited)).not.toBe(leveredIrr(deal));
    await vi.waitFor(() => expect(within(rail()).getByLabelText('Levered IRR').textContent).toBe(leveredIrr(edited)));

    expect(calculationRequests().filter((url) => url.includes('/calculations'))).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(command).not.toHaveBeenCalled();
  });

  it('names a missing input, and its link takes the focus to the field, expanding its component', async () => {
    const deal = sample();
    const parts = deal.sub_properties!;
    // four components: a loaded deal that long opens with its first component only expanded
    deal.sub_properties = [...parts, { ...parts[1]!, item_id: 'kiosk', name: 'Kiosk', exit_cap_percentage_min: null }];
    open(deal);
    await loaded();
    expect(labelled('Expand Kiosk').getAttribute('aria-expanded')).toBe('false');

    // The rail lists what is missing once the figures were worked out, a moment after the page loaded.
    const link = await vi.waitFor(() => within(rail()).getByRole('link', { name: 'Exit Cap Rate (%), Kiosk' }), { timeout: 10_000 });
    fireEvent.click(link);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('c3-exit_cap_percentage_min'));
    expect(labelled('Collapse Kiosk').getAttribute('aria-expanded')).toBe('true');
    expect(labelled('Kiosk, 1 missing or invalid').tagName).toBe('A');
  });

  it('shows — and the missing inputs for a deal with nothing to calculate, without failing', async () => {
    open({ ...sample(), closing_basis: null, sub_properties: [], senior_loans: [{ item_id: 's', active: true }] } as unknown as Deal);
    await loaded();
    expect(within(rail()).getByLabelText('Levered IRR').textContent).toBe('—');
    expect(within(rail()).getByRole('link', { name: 'A component, Programming' })).toBeTruthy();
    expect(within(rail()).getByRole('link', { name: 'Senior Loan 1: amount, Financing' })).toBeTruthy();
  });
});

describe('finding one’s way in the entry form', { timeout: 30_000 }, () => {
  it('lists the sections of the form, each component among them', async () => {
    open(sample());
    await loaded();
    const names = () =>
      within(labelled('Sections of the deal'))
        .getAllByRole('link')
        .map((link) => link.textContent);
    // The missing counts come with the live figures' next frame: on a busy machine the first frame still
    // shows those of the empty form the page opened with ('Setup1').
    await vi.waitFor(
      () =>
        expect(names()).toEqual([
          'Objective',
          'Setup',
          'Location',
          'Funding Source',
          'Advisory',
          'Programming',
          'Apartments',
          'Ground-floor retail',
          'Parking structure',
          'Financing',
        ]),
      { timeout: 10_000 },
    );
    const actions = labelled('Deal actions');
    expect(within(actions).getByRole('button', { name: 'Save and Calculate' })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Versions' })).toBeTruthy();
    expect(within(actions).getByText('All changes saved')).toBeTruthy();
  });

  it('counts the name as typed and refuses more than 25 characters', async () => {
    open(null);
    const name = await screen.findByLabelText('Project Name');
    fireEvent.change(name, { target: { value: 'Harbor' } });
    expect(screen.getByText('6/25')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Harbor Point Waterfront Residences' } });
    expect((name as HTMLInputElement).value).toBe('Harbor Point Waterfront R');
    expect(screen.getByText('25/25')).toBeTruthy();
    expect(name.getAttribute('maxlength')).toBe('25');
    expect(screen.getByText('Short: at most 25 characters.')).toBeTruthy();
  });
});

describe('who else sees the deal', { timeout: 30_000 }, () => {
  const can = (...allowed: string[]) =>
    Object.fromEntries(['view', 'edit', 'share', 'replicate', 'restore'].map((c) => [c, allowed.includes(c)])) as DealAccess['can'];

  it('is shown to the owner, with the way to the sharing page', async () => {
    open(sample(), { role: 'owner', can: can('view', 'edit', 'share', 'replicate', 'restore') });
    await loaded();
    expect(labelled('Who else can see this deal')).toBeTruthy();
  });

  it('is not shown to a capital provider, who is offered the deal and never told who works on it', async () => {
    open(sample(), { role: 'provider', can: can('view') });
    await loaded();
    expect(document.querySelector('[aria-label="Who else can see this deal"]')).toBeNull();
  });
});

describe('numbers typed as dealmakers type them', { timeout: 30_000 }, () => {
  const basis = () => document.getElementById('closing_basis') as HTMLInputElement;
  const helpOf = (input: HTMLElement) => document.getElementById(`${input.id}-helper-text`)?.textContent ?? '';

  it('reads 24.5M and 850k as the amounts they name, and shows them grouped once left', async () => {
    const update = vi.spyOn(dealsApi, 'update').mockResolvedValue({ id: 'd1', deal: null, revision: '"4"', position: null });
    open(sample());
    await loaded();
    fireEvent.focus(basis());
    fireEvent.change(basis(), { target: { value: '24.5M' } });
    expect(helpOf(basis())).toBe('Read as 24,500,000');
    fireEvent.blur(basis());
    expect(basis().value).toBe('24,500,000');
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1]).toMatchObject({ closing_basis: 24_500_000 });

    fireEvent.focus(basis());
    fireEvent.change(basis(), { target: { value: '$850k' } });
    fireEvent.blur(basis());
    expect(basis().value).toBe('850,000');
  });

  it('refuses 12abc at the field: nothing is saved, Save goes to the field, and the figures say why they wait', async () => {
    const update = vi.spyOn(dealsApi, 'update').mockResolvedValue({ id: 'd1', deal: null, revision: '"4"', position: null });
    open(sample());
    await loaded();
    fireEvent.focus(basis());
    fireEvent.change(basis(), { target: { value: '12abc' } });
    expect(basis().getAttribute('aria-invalid')).toBe('true');
    expect(helpOf(basis())).toBe('Enter a number, such as 24.5M, 850k, $24,500,000 or 6.25%.');
    fireEvent.blur(basis());
    expect(basis().value).toBe('12abc');
    await vi.waitFor(() => expect(within(rail()).getByText(/The figures wait: Closing Basis is not a number yet/)).toBeTruthy());
    expect(within(rail()).getByLabelText('Levered IRR').textContent).toBe('—');

    fireEvent.click(within(labelled('Deal actions')).getByRole('button', { name: 'Save and Calculate' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(basis()));
    expect(update).not.toHaveBeenCalled();
  });
});

describe('a loan term out of bounds', { timeout: 30_000 }, () => {
  it('is told at its own field, and Save takes the focus there instead of doing nothing', async () => {
    const update = vi.spyOn(dealsApi, 'update').mockResolvedValue({ id: 'd1', deal: null, revision: '"4"', position: null });
    const deal = sample();
    open({ ...deal, senior_loans: deal.senior_loans!.map((loan, i) => (i === 0 ? { ...loan, interest_rate: 500 } : loan)) });
    await loaded();
    const rate = document.getElementById('senior_loans-0-interest_rate') as HTMLInputElement;
    expect(document.getElementById(`${rate.id}-helper-text`)?.textContent).toBe('Enter a percent from 0 to 100.');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(labelled('Deal actions')).getByRole('button', { name: 'Save and Calculate' }));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('senior_loans-0-interest_rate'));
    expect(update).not.toHaveBeenCalled();
  });
});
