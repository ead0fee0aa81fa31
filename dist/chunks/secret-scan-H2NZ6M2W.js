#!/usr/bin/env node
import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  MIN_ENV_SECRET_LENGTH,
  SECRET_MASK,
  SECRET_SHAPES,
  encodedSecretForms,
  envSecretValues,
  findSecrets,
  maskSecrets,
  maskSecretsDeep
} from "./chunk-BC4CWRGE.js";
import "./chunk-5HX2GR4K.js";
export {
  MIN_ENV_SECRET_LENGTH,
  SECRET_MASK,
  SECRET_SHAPES,
  encodedSecretForms,
  envSecretValues,
  findSecrets,
  maskSecrets,
  maskSecretsDeep
};
