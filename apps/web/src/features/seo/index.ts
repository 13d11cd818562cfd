export { BodyAttributes, BodyPage } from './body-attributes';
export { JsonLd } from './json-ld';
