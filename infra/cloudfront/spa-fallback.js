// CloudFront Function (cloudfront-js-2.0), viewer request on the S3 behaviour.
// A path whose last segment has no dot is a client-side route: serve the SPA shell. Anything that looks
// like a file keeps its real 404, and so does /api/* (another behaviour), unlike a 403/404 error page.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
