declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

/** Global stylesheets imported for their side effect (tokens). */
declare module '*.css';
