// Every Mantine component's styles; imported by lazy chunks only (the entry has critical-styles.ts).
import '@mantine/core/styles.css';
