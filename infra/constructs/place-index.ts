import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';

/**
 * Amazon Location place index for address autocomplete and geocoding. Limiting results to the US is
 * done per request in the places function (FilterCountries), not here.
 */
export class PlaceIndex extends Construct {
  readonly indexName: string;
  readonly indexArn: string;

  constructor(scope: Construct, id: string, props: { readonly indexName: string }) {
    super(scope, id);
    const index = new CfnPlaceIndex(this, 'Resource', {
      indexName: props.indexName,
      dataSource: 'Esri',
      // SingleUse: results are shown, never stored; storing them needs the pricier Storage use.
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
      description: 'US place search for job addresses and job search',
    });
    this.indexName = props.indexName;
    this.indexArn = index.attrIndexArn;
  }
}
