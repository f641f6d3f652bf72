import { expect } from 'chai';
import { validateBuiltIn } from './support/models';
import { customResourceSchemas } from './support/crd-schemas';
import { overlays, renderOverlay, type K8sObject } from './support/render';
import { workloadsOf } from './support/workloads';

const clusterScoped = new Set(['Namespace']);

function imagesOf(objects: K8sObject[]): string[] {
  const fromPods = workloadsOf(objects).flatMap((w) =>
    [...w.spec.template.spec.containers, ...(w.spec.template.spec.initContainers ?? [])].map((c) => c.image)
  );
  const fromOperators = objects
    .filter((o) => o.kind === 'Keycloak')
    .map((o) => (o.spec as { image: string }).image);
  return [...fromPods, ...fromOperators];
}

describe('kustomize overlays', () => {
  it('has the dev, prod and Ingress-based prod overlays', () => {
    expect(overlays).to.include.members(['dev', 'prod', 'prod-ingress']);
  });

  for (const overlay of overlays) {
    describe(`overlays/${overlay}`, () => {
      it('renders with kubectl kustomize', () => {
        const objects = renderOverlay(overlay);
        expect(objects.length).to.be.greaterThan(50);
        for (const object of objects)
          expect(object.metadata?.name, `${object.kind} without a name`).to.be.a('string');
      });

      it('passes schema validation: kubernetes-models for built-in kinds, strict structural schemas for custom resources', () => {
        for (const object of renderOverlay(overlay)) {
          const id = `${object.kind}/${object.metadata.name}`;
          try {
            if (validateBuiltIn(object) === 'valid') continue;
          } catch (error) {
            throw new Error(`${id} is invalid: ${(error as Error).message}`);
          }
          const schema = customResourceSchemas.get(`${object.apiVersion}/${object.kind}`);
          expect(schema, `no schema for ${object.apiVersion} ${object.kind}`).to.not.equal(undefined);
          const result = schema!.safeParse(object);
          expect(result.success, `${id} is invalid: ${result.error?.message}`).to.equal(true);
        }
      });

      it('puts every namespaced resource into the matrimony namespace', () => {
        const outside = renderOverlay(overlay).filter(
          (o) => !clusterScoped.has(o.kind) && o.metadata.namespace !== 'matrimony'
        );
        expect(outside.map((o) => `${o.kind}/${o.metadata.name}`)).to.deep.equal([]);
      });

      it('pins every image to an exact version (no latest, no missing tag)', () => {
        const images = imagesOf(renderOverlay(overlay));
        expect(images.length).to.be.greaterThan(8);
        for (const image of images) {
          const [, tag] = /:([^/:@]+)$/.exec(image) ?? [];
          const pinned =
            image.includes('@sha256:') || (tag !== undefined && tag !== 'latest' && /\d/.test(tag));
          expect(pinned, `${image} is not pinned`).to.equal(true);
        }
      });
    });
  }
});
