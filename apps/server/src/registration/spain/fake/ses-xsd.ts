// The Ministry's schemas (ses-schema/, v3.1.3) applied to an XML file with
// libxml2's validator (xmllint-wasm): what the tests and the fake check a
// solicitud against. Tests only — the app builds its XML to the schema.
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import type { SesSchema } from './fake-ses.ts';

const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`../ses-schema/${name}`, import.meta.url), 'utf8'),
});

/** The schema's errors for `xml` (libxml2's words), none when it is valid. */
export async function sesSchemaErrors(xml: string, schema: SesSchema): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: 'solicitud.xml', contents: xml },
    schema: schemaFile(`${schema}.xsd`),
    preload: schema === 'altaParteHospedaje' ? [schemaFile('tiposGenerales.xsd')] : [],
  });
  return result.errors.map((e) => e.message);
}
