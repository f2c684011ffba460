import { Router } from 'express';
import { forgotPasswordHandlers } from './forgot-password';
import { loginHandlers } from './login';
import { registerHandlers } from './register';
import { resetPasswordHandlers } from './reset-password';
import { sessionHandlers } from './session';
import { signInOptionsHandlers } from './sign-in-options';

export const authRouter = Router();

authRouter.post('/auth/register', ...registerHandlers);
authRouter.post('/auth/login', ...loginHandlers);
authRouter.post('/auth/session', ...sessionHandlers);
authRouter.get('/auth/sign-in-options', ...signInOptionsHandlers);
authRouter.post('/auth/forgot-password', ...forgotPasswordHandlers);
authRouter.post('/auth/reset-password/:token', ...resetPasswordHandlers);
