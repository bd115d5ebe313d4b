import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { PATHS } from '../../model/paths';
import { listRedirect } from '../common/listRedirect';

/** 'Gestión de premios' lives at /rewarmanagement-madm-admin; the resource's own list leads there. */
export default { list: listRedirect(PATHS.rewardManagement), icon: EmojiEventsIcon, recordRepresentation: 'name' };
