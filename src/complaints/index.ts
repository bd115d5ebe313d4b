import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { ComplaintListRedirect } from './ComplaintListRedirect';

/** 'Atención al cliente' lives at /customerSupport-list-shared; the resource's own list leads there. */
export default { list: ComplaintListRedirect, icon: SupportAgentIcon };
