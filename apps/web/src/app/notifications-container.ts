// Its own module so that the lazy import takes just the container, not the package's whole namespace.
export { Notifications } from '@mantine/notifications';
