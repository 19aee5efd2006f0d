// A local SES.HOSPEDAJES for tests, built from MIR-HOSPE-DSI-WS v3.1.3: HTTP
// Basic credentials; comunicacion checks the cabecera in the manual's order
// of §5 (10100 landlord, 10101 application, 10103 unknown landlord, 10112 /
// 10117 operation, 10116 / 10122 type, 10110 / 10111 solicitud, 10118 the
// XML against its XSD — through the `validate` a test gives) and answers a
// lot; lots are processed later (`process()`), each communication checked by
// the manual's rules (ses-parte.ts) and given a code or its errors (state 1
// or 6); an anulación cancels codes (10113 for an unknown one); consultaLote
// answers at most 10 lots (10136); catalogo answers the code tables given.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { bodyOf, childrenOf, escapeXml, textOf } from '../../xml.ts';
import { SES_CATALOGS } from '../ses-codes.ts';
import { parteProblems, type SesParte, type SesPersona } from '../ses-parte.ts';
import { LOTE_WAITING, loteXml, SES_NS, unpackSolicitud, type SesLote } from '../ses-soap.ts';

/** Which schema a solicitud must follow. */
export type SesSchema = 'altaParteHospedaje' | 'anularComunicacion' | 'consultarComunicacion';
/** Checks an XML file against a schema of ses-schema/: the errors, none when valid. */
export type SesValidate = (xml: string, schema: SesSchema) => Promise<string[]>;

export interface FakeSesOptions {
  user: string;
  password: string;
  landlord: string;
  validate?: SesValidate;
  /** Code tables by name; by default Hospes' own (ses-codes.ts). */
  catalogs?: Record<string, { codigo: string; descripcion: string }[]>;
}

const MESSAGES: Record<string, string> = {
  '10100': 'No ha informado el código de arrendador',
  '10101': 'No ha informado el código de aplicación',
  '10103': 'El código de arrendador no existe en el sistema',
  '10110': 'No ha informado la solicitud',
  '10111':
    'Formato de solicitud incorrecto. Ha de ser un fichero xml en UTF-8, comprimido (zip) y codificado en Base64',
  '10112': 'No ha informado el código de la operación',
  '10113': 'El código de comunicación no existe en el sistema',
  '10116': 'No ha informado el tipo de la comunicación',
  '10117': "La operación sólo podrá tener como valores 'A', 'C' ó 'B'",
  '10118': 'Error en el formato de fichero XML',
  '10122': "Tipo de comunicación no válido. Valores aceptados: 'PV', 'RH', 'AV', 'RV'",
  '10136': 'Se ha superado el número máximo de comunicaciones a consultar',
};
const fieldMessage = (code: string, field: string) =>
  code === '10131'
    ? `Es obligatorio indicar un valor en el campo: ${field}`
    : `Valor incorrecto para el campo: ${field}`;

interface StoredLote extends SesLote {
  partes: SesParte[];
  anular: string[];
}

/** A parte read back from the XML the service received (the fields the rules look at). */
function partesOf(doc: Element): SesParte[] {
  return childrenOf(doc.getElementsByTagName('solicitud')[0] as unknown as Element)
    .filter((c) => c.localName === 'comunicacion')
    .map((c) => {
      const contrato = childrenOf(c).find((e) => e.localName === 'contrato')!;
      const personas = childrenOf(c)
        .filter((e) => e.localName === 'persona')
        .map((p): SesPersona => {
          const dir = childrenOf(p).find((e) => e.localName === 'direccion')!;
          const opt = (el: Element, name: string) => textOf(el, name) || undefined;
          return {
            nombre: textOf(p, 'nombre'),
            apellido1: textOf(p, 'apellido1'),
            apellido2: opt(p, 'apellido2'),
            tipoDocumento: opt(p, 'tipoDocumento'),
            numeroDocumento: opt(p, 'numeroDocumento'),
            soporteDocumento: opt(p, 'soporteDocumento'),
            fechaNacimiento: textOf(p, 'fechaNacimiento'),
            telefono: opt(p, 'telefono'),
            telefono2: opt(p, 'telefono2'),
            correo: opt(p, 'correo'),
            parentesco: opt(p, 'parentesco'),
            direccion: {
              direccion: textOf(dir, 'direccion'),
              codigoMunicipio: opt(dir, 'codigoMunicipio'),
              nombreMunicipio: opt(dir, 'nombreMunicipio'),
              codigoPostal: textOf(dir, 'codigoPostal'),
              pais: textOf(dir, 'pais'),
            },
          };
        });
      return {
        contrato: {
          referencia: textOf(contrato, 'referencia'),
          fechaContrato: textOf(contrato, 'fechaContrato'),
          fechaEntrada: textOf(contrato, 'fechaEntrada'),
          fechaSalida: textOf(contrato, 'fechaSalida'),
          numPersonas: Number(textOf(contrato, 'numPersonas')),
          pago: {
            tipoPago: textOf(contrato, 'tipoPago'),
            caducidadTarjeta: textOf(contrato, 'caducidadTarjeta') || undefined,
          },
        },
        personas,
      };
    });
}

export class FakeSes {
  readonly lotes = new Map<string, StoredLote>();
  /** Communications registered: code → [lot, order]; cancelled ones are marked. */
  readonly comunicaciones = new Map<string, { lote: string; orden: number; anulada: boolean }>();
  /** Every SOAP operation received, in order (for the tests). */
  readonly calls: string[] = [];
  private server: Server | null = null;

  constructor(private readonly options: FakeSesOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req)
        .catch((error: unknown) => [500, fault(String(error))] as [number, string])
        .then(([status, xml]) => {
          res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
          res.end(xml);
        });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/hospedajes-web/ws/v1/comunicacion`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The service's periodic process: every pending lot is processed now. */
  process(now = new Date()): void {
    for (const lote of this.lotes.values()) {
      if (!LOTE_WAITING.includes(lote.codigoEstado)) continue;
      lote.fechaProcesamiento = now.toISOString();
      if (lote.tipoOperacion === 'B') {
        lote.resultados = lote.anular.map((codigo, i) => {
          const c = this.comunicaciones.get(codigo);
          if (!c) return { orden: i + 1, tipoError: '10113', error: MESSAGES['10113']! };
          c.anulada = true;
          return { orden: i + 1, anulada: true, codigoComunicacion: codigo };
        });
      } else {
        lote.resultados = lote.partes.map((parte, i) => {
          const problem = parteProblems(parte)[0];
          if (problem)
            return {
              orden: i + 1,
              tipoError: problem.code,
              error: fieldMessage(problem.code, problem.field),
            };
          const codigo = randomUUID();
          this.comunicaciones.set(codigo, { lote: lote.lote, orden: i + 1, anulada: false });
          return { orden: i + 1, codigoComunicacion: codigo };
        });
      }
      lote.codigoEstado = lote.resultados.some((r) => r.tipoError) ? 6 : 1;
      lote.descEstado =
        lote.codigoEstado === 1
          ? 'Lote tramitado sin errores'
          : 'Lote tramitado con errores en algunas comunicaciones';
    }
  }

  private async handle(req: IncomingMessage): Promise<[number, string]> {
    const expected = `Basic ${Buffer.from(`${this.options.user}:${this.options.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return [401, ''];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = bodyOf(Buffer.concat(chunks).toString('utf8'));
    if (!request || request.namespaceURI !== SES_NS) return [500, fault('Bad request')];
    this.calls.push(request.localName!);
    switch (request.localName) {
      case 'comunicacionRequest':
        return [200, await this.comunicacion(request)];
      case 'consultaLoteRequest': {
        const lotes = [...request.getElementsByTagNameNS('*', 'lote')].map(
          (l) => l.textContent ?? '',
        );
        if (lotes.length > 10) return [200, response('consultaLoteResponse', answer(10136))];
        return [200, response('consultaLoteResponse', answer(0) + this.lotesXml(lotes))];
      }
      case 'anulacionLoteRequest': {
        const lote = this.lotes.get(textOf(request, 'lote'));
        if (!lote) return [200, response('anulacionLoteResponse', codigoXml(10113))];
        for (const c of this.comunicaciones.values()) if (c.lote === lote.lote) c.anulada = true;
        for (const r of lote.resultados) if (r.codigoComunicacion) r.anulada = true;
        return [200, response('anulacionLoteResponse', codigoXml(0))];
      }
      case 'catalogoRequest': {
        const tabla = textOf(request, 'catalogo');
        const catalogs: Record<string, { codigo: string; descripcion: string }[]> =
          this.options.catalogs ?? SES_CATALOGS;
        const tuplas = tabla
          ? (catalogs[tabla] ?? [])
          : Object.keys(catalogs).map((name) => ({ codigo: name, descripcion: name }));
        const rows = tuplas
          .map(
            (t) =>
              `<tupla><codigo>${escapeXml(t.codigo)}</codigo><descripcion>${escapeXml(t.descripcion)}</descripcion></tupla>`,
          )
          .join('');
        return [
          200,
          response(
            'catalogoResponse',
            `<resultado><codigo>0</codigo><descripcion>Ok</descripcion></resultado><respuesta><resultado>${rows}</resultado></respuesta>`,
          ),
        ];
      }
      default:
        return [500, fault(`Unknown operation ${request.localName}`)];
    }
  }

  private lotesXml(lotes: readonly string[]): string {
    return lotes
      .map((l) => this.lotes.get(l))
      .filter((l): l is StoredLote => Boolean(l))
      .map(loteXml)
      .join('');
  }

  private async comunicacion(request: Element): Promise<string> {
    const out = (codigo: number, lote?: string) =>
      response('comunicacionResponse', answer(codigo, lote));
    const cabecera = request.getElementsByTagNameNS('*', 'cabecera')[0] as Element | undefined;
    const arrendador = textOf(cabecera, 'codigoArrendador');
    const operacion = textOf(cabecera, 'tipoOperacion');
    const tipo = textOf(cabecera, 'tipoComunicacion');
    if (!arrendador) return out(10100);
    if (!textOf(cabecera, 'aplicacion')) return out(10101);
    if (arrendador !== this.options.landlord) return out(10103);
    if (!operacion) return out(10112);
    if (!['A', 'B', 'C'].includes(operacion)) return out(10117);
    if (operacion === 'A' && !tipo) return out(10116);
    if (operacion === 'A' && !['PV', 'RH', 'AV', 'RV'].includes(tipo)) return out(10122);
    const packed = textOf(request, 'solicitud');
    if (!packed) return out(10110);
    const xml = unpackSolicitud(packed);
    if (!xml) return out(10111);
    const schema: SesSchema =
      operacion === 'A'
        ? 'altaParteHospedaje'
        : operacion === 'B'
          ? 'anularComunicacion'
          : 'consultarComunicacion';
    if (this.options.validate && (await this.options.validate(xml, schema)).length > 0)
      return out(10118);
    const doc = new DOMParser().parseFromString(xml, 'text/xml')
      .documentElement as unknown as Element;
    if (operacion === 'C') {
      const lotes = [...doc.getElementsByTagNameNS('*', 'lote')].map((l) => l.textContent ?? '');
      return response('comunicacionResponse', answer(0) + this.lotesXml(lotes));
    }
    const lote = randomUUID();
    this.lotes.set(lote, {
      lote,
      tipoComunicacion: operacion === 'A' ? tipo : 'PV',
      tipoOperacion: operacion,
      fechaPeticion: new Date().toISOString(),
      fechaProcesamiento: '',
      codigoEstado: 5,
      descEstado: 'Pendiente',
      identificadorUsuario: this.options.user,
      nombreUsuario: 'Hospes test',
      codigoArrendador: arrendador,
      aplicacion: textOf(cabecera, 'aplicacion'),
      resultados: [],
      partes: operacion === 'A' ? partesOf(doc) : [],
      anular:
        operacion === 'B'
          ? [...doc.getElementsByTagNameNS('*', 'codigoComunicacion')].map(
              (c) => c.textContent ?? '',
            )
          : [],
    });
    return out(0, lote);
  }
}

function answer(codigo: number, lote?: string): string {
  const descripcion = codigo === 0 ? 'Ok' : (MESSAGES[String(codigo)] ?? 'Error no controlado');
  return `<respuesta><codigo>${codigo}</codigo><descripcion>${escapeXml(descripcion)}</descripcion>${lote ? `<lote>${lote}</lote>` : ''}</respuesta>`;
}

function codigoXml(codigo: number): string {
  const descripcion = codigo === 0 ? 'Ok' : (MESSAGES[String(codigo)] ?? 'Error no controlado');
  return `<codigo>${codigo}</codigo><descripcion>${escapeXml(descripcion)}</descripcion>`;
}

function response(name: string, inner: string): string {
  return `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Header/><SOAP-ENV:Body><ns3:${name} xmlns:ns3="${SES_NS}">${inner}</ns3:${name}></SOAP-ENV:Body></SOAP-ENV:Envelope>`;
}

function fault(message: string): string {
  return `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Body><SOAP-ENV:Fault><faultcode>SOAP-ENV:Client</faultcode><faultstring>${escapeXml(message)}</faultstring></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`;
}
