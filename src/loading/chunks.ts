/** Each chunk's file sits beside the main file, named after the chunk. */
export const chunkFile = (name: string) => `auth-widget.${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.js`;
