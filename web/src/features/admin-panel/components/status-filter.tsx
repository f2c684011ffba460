import { accountListTexts, filterOptionText } from '@appointments/domain';
import { isStatusFilter, type StatusCounts, type StatusFilter } from '../model/account-filters';
import { NativeSelect } from './native-select';

interface StatusFilterSelectProps {
  id: string;
  value: StatusFilter;
  counts: StatusCounts;
  onChange(value: StatusFilter): void;
}

/** All Status, Active (approved), Pending (not approved), each with its count. */
export function StatusFilterSelect({ id, value, counts, onChange }: StatusFilterSelectProps) {
  return (
    <NativeSelect
      id={id}
      label={accountListTexts.statusLabel}
      value={value}
      onChange={(next) => {
        if (isStatusFilter(next)) onChange(next);
      }}
    >
      <option value="all">{filterOptionText(accountListTexts.allStatus, counts.all)}</option>
      <option value="active">{filterOptionText(accountListTexts.active, counts.active)}</option>
      <option value="pending">{filterOptionText(accountListTexts.pending, counts.pending)}</option>
    </NativeSelect>
  );
}
