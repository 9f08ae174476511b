/**
 * Checks the Kubernetes manifests in deploy/kubernetes/: they parse, and the Deployment, Service,
 * HorizontalPodAutoscaler and PodDisruptionBudget agree with each other and with the server
 * (health route under BASE_URL, container port, security context, graceful shutdown).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { readConfig } from '../server/config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestDir = join(root, 'deploy/kubernetes');

type Labels = Record<string, string>;
interface HttpGet {
  path?: string;
  port?: number | string;
}
interface Probe {
  httpGet?: HttpGet;
  periodSeconds?: number;
  failureThreshold?: number;
}
interface SecurityContext {
  runAsNonRoot?: boolean;
  runAsUser?: number;
  readOnlyRootFilesystem?: boolean;
  allowPrivilegeEscalation?: boolean;
  capabilities?: { drop?: string[]; add?: string[] };
  seccompProfile?: { type?: string };
}
interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name?: string; key?: string; optional?: boolean } };
  }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command?: string[] }; sleep?: { seconds?: number } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: SecurityContext;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels };
  // Each kind's spec differs; the tests below read the fields they check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed YAML document, read field by field
  spec: any;
}

function yamlFiles(): string[] {
  return readdirSync(manifestDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
}

function loadManifests(): { file: string; errors: string[]; manifests: Manifest[] }[] {
  return yamlFiles().map((file) => {
    const documents = parseAllDocuments(readFileSync(join(manifestDir, file), 'utf8'));
    const errors = documents.flatMap((document) =>
      [...document.errors, ...document.warnings].map((error) => error.message),
    );
    const manifests = documents
      .filter((document) => document.contents !== null)
      .map((document) => document.toJS() as Manifest);
    return { file, errors, manifests };
  });
}

const files = loadManifests();
const manifests = files.flatMap((file) => file.manifests);

function only(kind: string): Manifest {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found, `exactly one ${kind}`).toHaveLength(1);
  return found[0]!;
}

const deployment = () => only('Deployment');
const podSpec = () => deployment().spec.template.spec;
const podLabels = (): Labels => deployment().spec.template.metadata.labels;

function container(): Container {
  const containers: Container[] = podSpec().containers;
  expect(containers).toHaveLength(1);
  return containers[0]!;
}

function env(name: string): string | undefined {
  return container().env?.find((variable) => variable.name === name)?.value;
}

function namedPort(name: string): { name?: string; containerPort: number } {
  const port = (container().ports ?? []).find((candidate) => candidate.name === name);
  expect(port, `a container port named ${name}`).toBeDefined();
  return port!;
}

/** The port the site is served on. */
const containerPort = () => namedPort('http');

/** Whether a probe's or Service's port (a number or a port name) designates the container port. */
function isContainerPort(port: number | string | undefined): boolean {
  const { name, containerPort: number } = containerPort();
  return port === number || (name !== undefined && port === name);
}

function expectSelects(selector: Labels | undefined, what: string) {
  expect(selector, `${what} has a selector`).toBeDefined();
  expect(Object.keys(selector!).length, `${what} selects on at least one label`).toBeGreaterThan(0);
  expect(podLabels(), `${what} selects the Deployment's pods`).toMatchObject(selector!);
}

describe('deploy/kubernetes manifests', () => {
  it('parse without errors or warnings', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const { file, errors, manifests: documents } of files) {
      expect(errors, file).toEqual([]);
      expect(documents.length, `${file} holds a manifest`).toBeGreaterThan(0);
      for (const manifest of documents) {
        expect(manifest.apiVersion, file).toEqual(expect.any(String));
        expect(manifest.metadata?.name, file).toEqual(expect.any(String));
      }
    }
  });

  it('hold one Deployment, Service, HorizontalPodAutoscaler and PodDisruptionBudget', () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual([
      'Deployment',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it('runs the image with the site configuration', () => {
    expect(deployment().apiVersion).toBe('apps/v1');
    expect(deployment().spec.replicas).toBe(2);
    expect(container().image).toBe('advoca/developer-portal:0.1.0');
    expect(env('BASE_URL')).toBe('/developer/');
    expect(env('SITE_URL')).toBe('https://developers.advoca.io');
    expect(env('TRUST_PROXY')).toBe('1');
  });

  it('declares the site and metrics ports only', () => {
    expect((container().ports ?? []).map((port) => port.name).sort()).toEqual(['http', 'metrics']);
  });

  it('listens on the port the container declares and the Dockerfile exposes', () => {
    const { containerPort: port } = containerPort();
    expect(port).toBe(3000);
    // PORT, when set, must agree with the declared port (the image's default is 3000).
    expect(Number(env('PORT') ?? 3000)).toBe(port);
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE\\s+${port}\\b`, 'm'));
  });

  it.each(['startupProbe', 'readinessProbe', 'livenessProbe'] as const)(
    '%s asks the health route under BASE_URL on the container port',
    (probe) => {
      const httpGet = container()[probe]?.httpGet;
      expect(httpGet, `${probe} is an HTTP GET`).toBeDefined();
      expect(httpGet!.path).toBe(`${env('BASE_URL')}healthz`);
      expect(isContainerPort(httpGet!.port), `${probe} port ${httpGet!.port}`).toBe(true);
    },
  );

  it('keeps a draining pod alive longer than its termination takes', () => {
    const liveness = container().livenessProbe!;
    const grace: number = podSpec().terminationGracePeriodSeconds;
    expect(grace).toBe(25);
    // healthz answers 503 during the drain: liveness must not restart the pod meanwhile.
    expect((liveness.periodSeconds ?? 10) * (liveness.failureThreshold ?? 3)).toBeGreaterThan(grace);
  });

  it('keeps serving 5 s after SIGTERM and exits before the kubelet kills it', () => {
    // The server's own delay replaces a preStop sleep (which needs a shell's sleep in the image).
    expect(container().lifecycle?.preStop).toBeUndefined();
    const { shutdown } = readConfig(
      Object.fromEntries((container().env ?? []).map(({ name, value }) => [name, value ?? ''])),
    );
    expect(shutdown.delayMs).toBe(5000);
    expect(shutdown.timeoutMs).toBeLessThan(podSpec().terminationGracePeriodSeconds * 1000);
  });

  it('gives every replica one sandbox: PostgreSQL from a Secret the pod cannot start without', () => {
    const minReplicas: number = only('HorizontalPodAutoscaler').spec.minReplicas ?? 1;
    expect(minReplicas).toBeGreaterThan(1);
    const variable = container().env?.find(({ name }) => name === 'SANDBOX_DATABASE_URL');
    expect(variable?.valueFrom?.secretKeyRef).toMatchObject({ name: expect.any(String), key: expect.any(String) });
    expect(variable?.valueFrom?.secretKeyRef?.optional ?? false).toBe(false);
  });

  it('sets resource requests and limits for CPU and memory', () => {
    const { requests, limits } = container().resources ?? {};
    for (const resource of ['cpu', 'memory']) {
      expect(requests?.[resource], `requests.${resource}`).toBeDefined();
      expect(limits?.[resource], `limits.${resource}`).toBeDefined();
    }
  });

  it('runs unprivileged on a read-only root file system', () => {
    // Container settings override the pod's; the effective value is what counts.
    const pod: SecurityContext = podSpec().securityContext ?? {};
    const own = container().securityContext ?? {};
    const effective: SecurityContext = { ...pod, ...own };
    expect(effective.runAsNonRoot).toBe(true);
    expect(effective.runAsUser).toBe(1000);
    expect(effective.seccompProfile?.type).toBe('RuntimeDefault');
    expect(own.readOnlyRootFilesystem).toBe(true);
    expect(own.allowPrivilegeEscalation).toBe(false);
    expect(own.capabilities?.drop).toContain('ALL');
    expect(own.capabilities?.add ?? []).toEqual([]);
  });

  it('selects its own pods', () => {
    expectSelects(deployment().spec.selector?.matchLabels, 'the Deployment');
  });

  it('serves metrics on their own port, where the scraping annotations point, and nowhere public', () => {
    const { containerPort: port } = namedPort('metrics');
    expect(port).not.toBe(containerPort().containerPort);
    expect(env('METRICS_PORT'), 'METRICS_PORT is the metrics container port').toBe(String(port));
    const annotations: Record<string, string> = deployment().spec.template.metadata.annotations ?? {};
    expect(annotations['prometheus.io/scrape']).toBe('true');
    expect(annotations['prometheus.io/port']).toBe(String(port));
    expect(annotations['prometheus.io/path']).toBe('/metrics');
    // The Service (and so the ingress) reaches the site's port only.
    for (const servicePort of only('Service').spec.ports) {
      expect([servicePort.targetPort, servicePort.port]).not.toContain('metrics');
      expect([servicePort.targetPort, servicePort.port]).not.toContain(port);
    }
  });

  it('exposes the container port through a ClusterIP Service on port 80', () => {
    const service = only('Service');
    expect(service.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    expectSelects(service.spec.selector, 'the Service');
    expect(service.spec.ports).toHaveLength(1);
    const [port] = service.spec.ports;
    expect(port.port).toBe(80);
    expect(isContainerPort(port.targetPort ?? port.port), `targetPort ${port.targetPort}`).toBe(true);
  });

  it('autoscales the Deployment between 2 and 10 replicas at 70 % CPU', () => {
    const hpa = only('HorizontalPodAutoscaler');
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(hpa.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment().metadata.name,
    });
    expect(hpa.spec.minReplicas).toBe(2);
    expect(hpa.spec.maxReplicas).toBe(10);
    expect(hpa.spec.metrics).toContainEqual({
      type: 'Resource',
      resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
    });
    // CPU utilisation is a share of the request: without one the HPA cannot compute it.
    expect(container().resources?.requests?.cpu).toBeDefined();
  });

  it('keeps at least one pod through voluntary disruptions', () => {
    const pdb = only('PodDisruptionBudget');
    expect(pdb.apiVersion).toBe('policy/v1');
    expect(pdb.spec.minAvailable).toBe(1);
    expectSelects(pdb.spec.selector?.matchLabels, 'the PodDisruptionBudget');
  });
});
