// Its own module so that the lazy import takes just the container, not the package's whole namespace.
import '@mantine/notifications/styles.css';
import './full-styles';

export { Notifications } from '@mantine/notifications';
