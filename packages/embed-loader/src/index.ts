// @csz/embed-loader: the host-page loader script and the Preact-compiled embed frames. Nothing is
// built yet: the embeds arrive with issue 6.
export {};
