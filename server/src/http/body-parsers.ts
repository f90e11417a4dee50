import express, { type RequestHandler } from 'express';
import { inSequence } from './in-sequence.js';
import { VENDOR_MEDIA_TYPE } from './send.js';

/**
 * JSON (the vendor type and any `+json` type included) up to 1 MB, and forms up to 100 kB: the
 * bodies the contracts take besides uploads. None is read on GET or HEAD. `admit`, when given, runs
 * first and decides whether the body is read at all: it calls `next()` to read it, or refuses it
 * with `next(error)`.
 */
export function jsonOrFormBody(admit?: RequestHandler): RequestHandler {
  const json = express.json({ type: ['application/json', VENDOR_MEDIA_TYPE, 'application/*+json'], limit: '1mb' });
  const form = express.urlencoded({ extended: false, limit: '100kb' });
  const read = admit ? inSequence(admit, json, form) : inSequence(json, form);
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : read(req, res, next));
}
