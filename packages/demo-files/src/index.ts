export { landscapePng, pdfDocument, pngImage, type Rgb } from './demoDocuments';
