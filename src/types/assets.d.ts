/**
 * Stylesheets are imported for their effect only (`import './x.css'`): rollup compiles each into
 * the chunk that imports it, which adopts it into the widget's shadow root (scripts/rollup/plugins.mjs).
 */
declare module '*.css' {}
