import { defineThemeSweep } from './a11y/theme-sweep';

// The accessibility sweep in the light theme; the dark theme's is its own file, so the two can run side by side.
defineThemeSweep('light');
