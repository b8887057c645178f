import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  type SchemaOptions,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { type KeyDef, type TableId, tableIds, tables } from '../../shared/tables';
import type { StageConfig } from '../config/stages';

const attribute = (key: KeyDef) => ({
  name: key.name,
  type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING,
});

export interface DataStackProps extends StackProps {
  readonly stage: StageConfig;
}

/** The DynamoDB tables, created from shared/tables.ts (the local runner reads the same file). */
export class DataStack extends Stack {
  readonly tables: Record<TableId, Table>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { protection } = props.stage;

    this.tables = Object.fromEntries(
      tableIds.map((tableId) => {
        const def = tables[tableId];
        const table = new Table(this, `${pascal(tableId)}Table`, {
          partitionKey: attribute(def.partitionKey),
          sortKey: def.sortKey ? attribute(def.sortKey) : undefined,
          billingMode: BillingMode.PAY_PER_REQUEST,
          pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
          // Explicit KMS (AWS managed key) so encryption is visible in the template and in CloudTrail.
          encryption: TableEncryption.AWS_MANAGED,
          deletionProtection: protection.deletionProtection,
          timeToLiveAttribute: def.timeToLiveAttribute,
          stream: def.stream ? StreamViewType[def.stream] : undefined,
          removalPolicy: protection.retainOnDelete ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        });
        for (const index of def.indexes) {
          const keys: SchemaOptions = {
            partitionKey: attribute(index.partitionKey),
            sortKey: index.sortKey ? attribute(index.sortKey) : undefined,
          };
          // ALL: every query answers from the index alone, no second read per item.
          table.addGlobalSecondaryIndex({
            indexName: index.name,
            ...keys,
            projectionType: ProjectionType.ALL,
          });
        }
        return [tableId, table];
      }),
    ) as Record<TableId, Table>;
  }
}

function pascal(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
