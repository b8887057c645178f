// CloudFront Function (cloudfront-js-2.0), viewer request on the S3 behaviour.
// A path whose last segment has no dot is a client-side route: serve its pre-rendered HTML, else the
// SPA shell. Anything that looks like a file keeps its real 404, and so does /api/* (another
// behaviour), unlike a 403/404 error page.
// The two values below are written in at synth from shared/web-serving/app-html.ts
// (infra/cloudfront/spa-fallback-code.ts), the same definition the local web server follows.
var PRERENDERED = {};
var SHELL = 'index.html';

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    const page = uri.length > 1 ? uri.replace(/\/+$/, '') || '/' : uri;
    // Only own string values: `constructor` and friends are a client route like any other.
    const file = PRERENDERED[page];
    request.uri = `/${typeof file === 'string' ? file : SHELL}`;
  }
  return request;
}
