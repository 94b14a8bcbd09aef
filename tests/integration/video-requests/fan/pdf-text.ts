import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text runs a PDF draws, in drawing order, read as a PDF viewer reads them (pdfjs, through each font's
 * Unicode map), so the test sees what a person copying from the receipt would get.
 */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str !== "") texts.push(item.str);
  }
  await document.destroy();
  return texts;
}
