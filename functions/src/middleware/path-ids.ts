import { documentIdField, validationMessages } from '@appointments/domain';
import type { Router } from 'express';
import { badRequest } from '../http/api-error';

const pathId = documentIdField(validationMessages.idInvalid);

/**
 * Checks the named path parameters with the schema that checks ids in bodies, before any handler
 * turns them into document paths: `a%2Fb` arrives decoded as 'a/b', which names another collection.
 */
export function validatePathIds(router: Router, ...names: string[]): void {
  for (const name of names) {
    router.param(name, (_req, _res, next, value: unknown) => {
      const result = pathId.safeParse(value);
      const message = result.error?.issues[0]?.message;
      next(message === undefined ? undefined : badRequest(message, { [name]: message }));
    });
  }
}
