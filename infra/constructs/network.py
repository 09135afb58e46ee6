"""The VPC: private subnets for every Lambda and data store, no NAT by default, and the
endpoints the Lambdas call (S3 gateway; SQS, Secrets Manager and Lambda interfaces)."""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_logs as logs
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.retention import retention

#: AWS APIs the Lambdas call from inside the VPC (Lambda: the internal hops).
INTERFACE_ENDPOINTS = {
    "Sqs": ec2.InterfaceVpcEndpointAwsService.SQS,
    "SecretsManager": ec2.InterfaceVpcEndpointAwsService.SECRETS_MANAGER,
    "Lambda": ec2.InterfaceVpcEndpointAwsService.LAMBDA_,
}


class Network(Construct):
    """VPC, subnets for the Lambdas and databases, and VPC endpoints."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(scope, construct_id)
        if config.nat_gateways:
            subnets = [
                ec2.SubnetConfiguration(
                    name="public", subnet_type=ec2.SubnetType.PUBLIC, cidr_mask=24
                ),
                ec2.SubnetConfiguration(
                    name="private", subnet_type=ec2.SubnetType.PRIVATE_WITH_EGRESS, cidr_mask=22
                ),
            ]
            private = ec2.SubnetType.PRIVATE_WITH_EGRESS
        else:
            subnets = [
                ec2.SubnetConfiguration(
                    name="private", subnet_type=ec2.SubnetType.PRIVATE_ISOLATED, cidr_mask=22
                )
            ]
            private = ec2.SubnetType.PRIVATE_ISOLATED
        self.vpc = ec2.Vpc(
            self,
            "Vpc",
            ip_addresses=ec2.IpAddresses.cidr("10.40.0.0/16"),
            max_azs=2,
            nat_gateways=config.nat_gateways,
            subnet_configuration=subnets,
            restrict_default_security_group=False,
        )
        self.private_subnets = ec2.SubnetSelection(subnet_type=private)
        self.vpc.add_flow_log(
            "FlowLog",
            destination=ec2.FlowLogDestination.to_cloud_watch_logs(
                logs.LogGroup(
                    self,
                    "FlowLogs",
                    retention=retention(config.log_retention_days),
                    removal_policy=cdk.RemovalPolicy.DESTROY,
                )
            ),
            traffic_type=ec2.FlowLogTrafficType.REJECT,
        )
        self.vpc.add_gateway_endpoint(
            "S3", service=ec2.GatewayVpcEndpointAwsService.S3, subnets=[self.private_subnets]
        )
        self.endpoints: dict[str, ec2.InterfaceVpcEndpoint] = {
            name: self.vpc.add_interface_endpoint(
                name,
                service=service,
                subnets=self.private_subnets,
                private_dns_enabled=True,
                open=False,  # only the platform's functions, see allow_endpoints_from
            )
            for name, service in INTERFACE_ENDPOINTS.items()
        }

    def allow_endpoints_from(self, peer: ec2.IConnectable) -> None:
        """Let ``peer`` (a function's security group) reach the interface endpoints (443)."""
        for endpoint in self.endpoints.values():
            endpoint.connections.allow_default_port_from(peer)
