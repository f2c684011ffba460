import { DEMO_ACCOUNTS, loginTexts } from '@appointments/domain';
import { Box, chakra, Text } from '@chakra-ui/react';

const shownAccounts = [
  { label: loginTexts.demoStudent, account: DEMO_ACCOUNTS.student },
  { label: loginTexts.demoTeacher, account: DEMO_ACCOUNTS.teacher },
];

/** One student and one teacher login from the seed data (the same constants seed the local stack). */
export function DemoAccountsHint() {
  return (
    <Box
      as="aside"
      aria-labelledby="demo-accounts-title"
      bg="blue.50"
      rounded="md"
      p="4"
      mt="6"
      fontSize="sm"
    >
      <Text id="demo-accounts-title" fontWeight="semibold" color="blue.900" mb="1">
        {loginTexts.demoTitle}
      </Text>
      <chakra.dl color="gray.800">
        {shownAccounts.map(({ label, account }) => (
          <Box key={label} display="flex" gap="2" flexWrap="wrap">
            <chakra.dt fontWeight="medium">{label}:</chakra.dt>
            <chakra.dd>
              {account.email} / {account.password}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}
