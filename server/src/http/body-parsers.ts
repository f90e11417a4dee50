import express, { type RequestHandler } from 'express';
import { inSequence } from './in-sequence.js';
import { VENDOR_MEDIA_TYPE } from './send.js';

/** JSON (the vendor type and any `+json` type included) up to 1 MB, and forms up to 100 kB: the bodies the contracts take besides uploads. */
export function jsonOrFormBody(): RequestHandler {
  const json = express.json({ type: ['application/json', VENDOR_MEDIA_TYPE, 'application/*+json'], limit: '1mb' });
  const form = express.urlencoded({ extended: false, limit: '100kb' });
  return inSequence(json, form);
}
