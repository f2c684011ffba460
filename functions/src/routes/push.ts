// Web push's endpoints (docs/api.md, "Web push"): whether the college offers it, and the caller's devices.
import {
  PUSH_DEVICE_ID_PATTERN,
  pushMessages,
  type RegisterPushDeviceRequest,
  registerPushDeviceSchema,
} from '@appointments/domain';
import { type Request, type Response, Router } from 'express';
import { badRequest, forbidden } from '../http/api-error';
import { sendData } from '../http/respond';
import { callerOf, requireRole } from '../middleware/auth';
import { nowOf } from '../middleware/request-time';
import { validateBody } from '../middleware/validate';
import {
  listPushDevices,
  type PushOwner,
  pushConfig,
  registerPushDevice,
  removePushDevice,
} from '../services/push-devices';

function ownerOf(req: Request): PushOwner {
  const { uid, email } = callerOf(req);
  if (!email) throw forbidden();
  return { uid, email: email.toLowerCase() };
}

/** GET /notifications/push: `{enabled, vapidKey}`, so the panel offers push only where it is configured. */
function readPushConfig(_req: Request, res: Response) {
  sendData(res, pushConfig());
}

/** GET /notifications/devices: the caller's devices. */
async function listDevices(req: Request, res: Response) {
  sendData(res, { devices: await listPushDevices(ownerOf(req).uid) });
}

/** POST /notifications/devices `{token, label?}`: 201 for a new device, 200 when the token was the caller's already. */
async function registerDevice(req: Request, res: Response) {
  const { device, created } = await registerPushDevice(
    ownerOf(req),
    req.body as RegisterPushDeviceRequest,
    nowOf(req),
  );
  sendData(res, { device }, { status: created ? 201 : 200 });
}

/** DELETE /notifications/devices/{id}: 200; another person's device, or none, is 404. */
async function removeDevice(req: Request, res: Response) {
  const id = String(req.params.deviceId ?? '');
  if (!PUSH_DEVICE_ID_PATTERN.test(id)) {
    throw badRequest(pushMessages.deviceIdInvalid, { deviceId: pushMessages.deviceIdInvalid });
  }
  await removePushDevice(ownerOf(req).uid, id);
  sendData(res, null, { message: pushMessages.deviceRemoved });
}

export const pushRouter = Router();

const anyRole = requireRole('student', 'teacher', 'admin');
pushRouter.get('/notifications/push', anyRole, readPushConfig);
pushRouter.get('/notifications/devices', anyRole, listDevices);
pushRouter.post('/notifications/devices', anyRole, validateBody(registerPushDeviceSchema), registerDevice);
pushRouter.delete('/notifications/devices/:deviceId', anyRole, removeDevice);
