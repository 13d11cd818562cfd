export { FooterLandmark } from './footer-landmark';
