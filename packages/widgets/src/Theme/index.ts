export { ThemeScope, type ThemeScopeProps } from './ThemeScope';
