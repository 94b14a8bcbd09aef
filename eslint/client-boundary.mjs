/**
 * lakou/client-boundary: a client component ("use client") may not import server code. It may
 * import types from anywhere (erased at build) and call server actions ("use server" modules,
 * named `actions`), but not `@/server/**` values nor `server-only`. Files under src/components
 * are held to the same rule by no-restricted-imports in eslint.config.mjs.
 */
const SERVER_ACTIONS = /^@\/server\/(.+\/)?actions$/;
const SERVER_CODE = /^@\/server(\/|$)/;

function isTypeOnly(node) {
  return (
    node.importKind === "type" ||
    (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type"))
  );
}

const clientBoundary = {
  meta: {
    type: "problem",
    docs: { description: "Forbid client components from importing server modules" },
    messages: {
      serverImport:
        "A client component cannot import '{{source}}': server code stays on the server. Move shared constants and pure rules to src/lib, or pass the data as props.",
    },
    schema: [],
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some(
      (statement) => statement.type === "ExpressionStatement" && statement.directive === "use client",
    );
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const server = source === "server-only" || (SERVER_CODE.test(source) && !SERVER_ACTIONS.test(source));
        if (server && !isTypeOnly(node)) context.report({ node, messageId: "serverImport", data: { source } });
      },
    };
  },
};

export default { rules: { "client-boundary": clientBoundary } };
