import { publicSiteEndpoints } from "api/contract/endpoints/public-site";
import { endpointClient } from "./endpoint-calls";

/**
 * The calls the public site makes (the landing page, a quote's answer page), over the public site's
 * part of the endpoint table alone: `publicSite.callEndpoint("sendContactRequest", { body })`. The
 * same calls as the full table's, but the landing page's bundle carries only these operations'
 * schemas, not the whole contract.
 */
export const publicSite = endpointClient(publicSiteEndpoints);
