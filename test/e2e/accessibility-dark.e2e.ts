import { defineThemeSweep } from './a11y/theme-sweep';

// The accessibility sweep in the dark theme; the light theme's is its own file, so the two can run side by side.
defineThemeSweep('dark');
