import { emptySelection, type Selection } from '@dealbook/domain';

/**
 * The demo capital providers (`npm run seed:demo`, or the admin's "Load demo capital providers"): varied,
 * realistic sourcing profiles, so a fresh machine has someone to match. Against the sample deal
 * (Riverside Commons: a $43M senior construction loan for a multifamily, retail and parking development
 * in Austin, TX, held 48 months) two lenders match, and four miss for one stated reason each: a
 * territory, a property type (theirs to change), a loan too large and one too small (the sponsor's).
 */
export interface DemoCompany {
  slug: string;
  name: string;
  city: string;
  state: string;
  person: { first_name: string; last_name: string };
  divisions: { name: string; selection: Partial<Selection> }[];
}

const sized = (min: number | null, max: number | null) => ({ CapitalTransSize: { min, max } });
const south = ['TX', 'OK', 'LA', 'AR', 'FL', 'GA', 'TN', 'NC', 'SC', 'AL', 'MS', 'KY', 'VA'];
const west = ['CA', 'OR', 'WA', 'NV', 'AZ'];
const debt = { Asset_Class: ['DEBT'], Applied_Strategy: ['lending'], Geography: ['US'] };
const equity = { Asset_Class: ['DEQT'], Applied_Strategy: ['investment'], Geography: ['US'] };

export const demoCompanies: DemoCompany[] = [
  {
    slug: 'lone-star-construction',
    name: 'Lone Star Construction Lending',
    city: 'Dallas',
    state: 'TX',
    person: { first_name: 'Rosa', last_name: 'Delgado' },
    divisions: [
      {
        name: 'Construction Loans',
        selection: {
          ...debt,
          Cap_Struct: ['senior-debt'],
          Property: ['multifamily', 'retail', 'student-housing'],
          Territory: ['TX', 'OK', 'LA'],
          Business_Plan: ['development'],
          Risk_Class: ['value-add', 'opportunistic'],
          Product_Strategy: ['development'],
          Horizon: { DEBT: ['short', 'medium'], DEQT: [], PHYS: [] },
          ...sized(10_000_000, 75_000_000),
        },
      },
      {
        name: 'Bridge Loans',
        selection: {
          ...debt,
          Cap_Struct: ['senior-debt'],
          Property: ['multifamily'],
          Business_Plan: ['transitional'],
          ...sized(5_000_000, 40_000_000),
        },
      },
    ],
  },
  {
    slug: 'sunbelt-bridge',
    name: 'Sunbelt Bridge Capital',
    city: 'Atlanta',
    state: 'GA',
    person: { first_name: 'Marcus', last_name: 'Hale' },
    divisions: [
      {
        name: 'Transitional Lending',
        selection: {
          ...debt,
          Cap_Struct: ['senior-debt', 'mezzanine'],
          Property: ['multifamily', 'retail', 'office'],
          Territory: south,
          Business_Plan: ['transitional'],
          Risk_Class: ['value-add'],
          Horizon: { DEBT: ['short'], DEQT: [], PHYS: [] },
          ...sized(20_000_000, 100_000_000),
        },
      },
    ],
  },
  {
    slug: 'coastal-core',
    name: 'Coastal Core Lenders',
    city: 'San Francisco',
    state: 'CA',
    person: { first_name: 'Priya', last_name: 'Raman' },
    divisions: [
      {
        name: 'West Coast Permanent',
        selection: {
          ...debt,
          Cap_Struct: ['senior-debt'],
          Property: ['multifamily', 'retail'],
          Territory: west,
          ...sized(25_000_000, 150_000_000),
        },
      },
    ],
  },
  {
    slug: 'main-street-small-balance',
    name: 'Main Street Small Balance',
    city: 'Columbus',
    state: 'OH',
    person: { first_name: 'Dana', last_name: 'Kowalski' },
    divisions: [
      {
        name: 'Small Balance Multifamily',
        selection: { ...debt, Cap_Struct: ['senior-debt'], Property: ['multifamily', 'retail'], ...sized(1_000_000, 15_000_000) },
      },
    ],
  },
  {
    slug: 'capitol-development',
    name: 'Capitol Development Finance',
    city: 'Austin',
    state: 'TX',
    person: { first_name: 'Ethan', last_name: 'Brooks' },
    divisions: [
      {
        name: 'Large Loan Construction',
        selection: {
          ...debt,
          Cap_Struct: ['senior-debt'],
          Property: ['multifamily'],
          Territory: ['TX'],
          ...sized(50_000_000, 250_000_000),
        },
      },
    ],
  },
  {
    slug: 'metro-office-credit',
    name: 'Metro Office Credit',
    city: 'New York',
    state: 'NY',
    person: { first_name: 'Grace', last_name: 'Liu' },
    divisions: [
      {
        name: 'Office and Industrial Debt',
        selection: { ...debt, Cap_Struct: ['senior-debt'], Property: ['office', 'industrial'], ...sized(10_000_000, 120_000_000) },
      },
    ],
  },
  {
    slug: 'heartland-mezzanine',
    name: 'Heartland Mezzanine Partners',
    city: 'Chicago',
    state: 'IL',
    person: { first_name: 'Owen', last_name: 'Fischer' },
    divisions: [
      {
        name: 'Mezzanine and Preferred',
        selection: { ...debt, Cap_Struct: ['mezzanine'], Property: ['multifamily', 'office', 'hotel'], ...sized(3_000_000, 30_000_000) },
      },
    ],
  },
  {
    slug: 'granite-peak-equity',
    name: 'Granite Peak Equity',
    city: 'Denver',
    state: 'CO',
    person: { first_name: 'Leah', last_name: 'Martin' },
    divisions: [
      {
        name: 'Value-Add Multifamily Equity',
        selection: {
          ...equity,
          Cap_Struct: ['equity', 'preferred-equity'],
          Property: ['multifamily', 'senior-living'],
          Business_Plan: ['transitional'],
          Risk_Class: ['value-add'],
          Horizon: { DEBT: [], DEQT: ['medium'], PHYS: [] },
          ...sized(5_000_000, 50_000_000),
        },
      },
    ],
  },
];

export const demoSelection = (partial: Partial<Selection>): Selection => ({ ...emptySelection(), ...partial });
