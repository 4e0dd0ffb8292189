export { AdSlot, type AdCreative, type AdSlotProps } from './AdSlot';
