/** The rFE's default namespace (the DGI's schema's targetNamespace). */
export const FE_NAMESPACE = "http://dgi-fep.mef.gob.pa";
/** XML-DSig, the namespace of the Signature element (written without a prefix). */
export const XMLDSIG_NAMESPACE = "http://www.w3.org/2000/09/xmldsig#";
