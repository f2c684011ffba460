import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../../../test/render';
import { ButtonWithReason } from './button-with-reason';

const renderButton = (reason?: string) =>
  render(
    <ChakraProvider value={appSystem}>
      <ButtonWithReason disabledReason={reason}>Submit Rating</ButtonWithReason>
    </ChakraProvider>,
  );

describe('ButtonWithReason', () => {
  it('is disabled and says why, in text that describes the button', () => {
    renderButton('Pick a rating first');
    const button = screen.getByRole('button', { name: 'Submit Rating' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Pick a rating first');
    expect(screen.getByText('Pick a rating first')).toBeVisible();
  });

  it('is a plain enabled button without a reason', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Submit Rating' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-describedby');
  });
});
