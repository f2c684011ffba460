import { findTeachersTexts } from '@appointments/domain';
import { chakra, Input, SimpleGrid } from '@chakra-ui/react';
import { FormField } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { ALL_DEPARTMENTS, type DepartmentCount } from '../model/teacher-filters';

interface TeacherFiltersBarProps {
  search: string;
  department: string;
  departments: readonly DepartmentCount[];
  totalCount: number;
  onSearch(value: string): void;
  onDepartment(value: string): void;
}

export function TeacherFiltersBar({
  search,
  department,
  departments,
  totalCount,
  onSearch,
  onDepartment,
}: TeacherFiltersBarProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="4">
      <FormField id="teacher-search" label={findTeachersTexts.searchLabel}>
        <Input
          id="teacher-search"
          type="search"
          bg="white"
          placeholder={findTeachersTexts.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField id="teacher-department" label={findTeachersTexts.departmentLabel}>
        <chakra.select
          id="teacher-department"
          css={nativeFieldStyles}
          value={department}
          onChange={(event) => onDepartment(event.target.value)}
        >
          <option value={ALL_DEPARTMENTS}>
            {findTeachersTexts.departmentOption(findTeachersTexts.allDepartments, totalCount)}
          </option>
          {departments.map(({ department: name, count }) => (
            <option key={name} value={name}>
              {findTeachersTexts.departmentOption(name, count)}
            </option>
          ))}
        </chakra.select>
      </FormField>
    </SimpleGrid>
  );
}
