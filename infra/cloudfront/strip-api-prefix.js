// CloudFront Function (cloudfront-js-2.0), viewer request on the /api/* behaviour.
// The route table's paths have no /api prefix and the HTTP API serves them from its $default stage at
// the root, so /api/jobs must reach the origin as /jobs. (A stage named "api" would keep the prefix
// in the Lambda event's rawPath, which the functions and the local server would then have to strip.)
// It also tells the API the viewer's IP (x-viewer-ip), for the per-IP limits on registration and
// code resends (functions/lib/viewer-ip.ts): API Gateway only sees a CloudFront edge. Set here, any
// header of that name the viewer sent is replaced, so nobody can choose their own.
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name.
function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/api'.length) || '/';
  if (request.headers && event.viewer) request.headers['x-viewer-ip'] = { value: event.viewer.ip };
  return request;
}
