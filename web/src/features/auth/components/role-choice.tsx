import { roleLabels, SELF_REGISTER_ROLES, type SelfRegisterRole } from '@appointments/domain';
import { chakra, HStack } from '@chakra-ui/react';

interface RoleChoiceProps {
  legend: string;
  value: SelfRegisterRole;
  onChange: (role: SelfRegisterRole) => void;
}

/** Student or Teacher (admins cannot self-register): native radios, so arrow keys work as everywhere. */
export function RoleChoice({ legend, value, onChange }: RoleChoiceProps) {
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="medium" mb="1" color="gray.800">
        {legend}
      </chakra.legend>
      <HStack gap="3">
        {SELF_REGISTER_ROLES.map((role) => (
          <chakra.label
            key={role}
            display="flex"
            alignItems="center"
            gap="2"
            flex="1"
            borderWidth="2px"
            borderColor={value === role ? 'blue.600' : 'gray.300'}
            bg={value === role ? 'blue.50' : 'white'}
            rounded="md"
            px="4"
            py="2"
            cursor="pointer"
            _focusWithin={{ outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
            />
            {roleLabels[role]}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
