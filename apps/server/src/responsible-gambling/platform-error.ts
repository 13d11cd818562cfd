import { PLATFORM_MESSAGE_KEYS, type PlatformErrorCode } from '@sportsbook/contract/platform/platform-errors';
import { ApiError } from '../http/api-error';

/** An error of the Platform API with its code's catalogue key (contract platform-errors.ts). */
export function platformError(status: number, code: PlatformErrorCode, message: string): ApiError {
  return new ApiError(status, code, message, undefined, PLATFORM_MESSAGE_KEYS[code]);
}
