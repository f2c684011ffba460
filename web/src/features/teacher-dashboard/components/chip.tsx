export { Chip } from '@/components/ui/chip';
