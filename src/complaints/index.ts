import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { PATHS } from '../../model/paths';
import { listRedirect } from '../common/listRedirect';

/** 'Atención al cliente' lives at /customerSupport-list-shared; the resource's own list leads there. */
export default { list: listRedirect(PATHS.complaints), icon: SupportAgentIcon };
