import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

type Status = 'checking' | 'online' | 'offline';

const statusText: Record<Status, string> = {
  checking: 'Checking the service…',
  online: 'Service online',
  offline: 'Service unavailable',
};

/** Shows whether /api answers, so a broken local stack is visible at a glance. */
export function ApiStatus() {
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    let active = true;
    apiRequest<{ status: string }>('/health', 'Service unavailable')
      .then((health) => active && setStatus(health.status === 'ok' ? 'online' : 'offline'))
      .catch(() => active && setStatus('offline'));
    return () => {
      active = false;
    };
  }, []);

  return (
    <Text
      role="status"
      data-status={status}
      fontSize="sm"
      color={status === 'offline' ? 'red.700' : 'gray.700'}
    >
      {statusText[status]}
    </Text>
  );
}
