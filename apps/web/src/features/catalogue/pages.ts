export { StarredHeading } from './favourite-star';
