export { StandingsTable, type StandingsTableProps } from './StandingsTable';
